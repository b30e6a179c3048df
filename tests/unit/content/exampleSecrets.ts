type Json = Record<string, unknown>;

export interface WebhookConfigExample {
  readonly id: string;
  readonly name: string;
  readonly signing_secret: string;
  readonly rotated_signing_secret?: string;
}

const secretsOf = (config: WebhookConfigExample) =>
  [config.signing_secret, config.rotated_signing_secret].filter((s): s is string => s !== undefined);

/** A webhook config in an example shows its own secret, and a hint that is the secret's last four characters. */
export function webhookSecretProblems(object: Json, configs: readonly WebhookConfigExample[]): string[] {
  const config = configs.find((c) => c.id === object.id);
  const secret = typeof object.signing_secret === 'string' ? object.signing_secret : undefined;
  const hint = typeof object.signing_secret_hint === 'string' ? object.signing_secret_hint : undefined;
  const problems: string[] = [];
  if (config && secret !== undefined && secret !== config.signing_secret) {
    problems.push(
      `the config ${config.name} shows the signing secret ${secret}, the example tenant says ${config.signing_secret}`,
    );
  }
  if (config && hint !== undefined && hint !== config.signing_secret.slice(-4)) {
    problems.push(
      `the config ${config.name} shows the hint ${hint}, but its secret ends in ${config.signing_secret.slice(-4)}`,
    );
  }
  if (secret !== undefined && hint !== undefined && !secret.endsWith(hint)) {
    problems.push(`the signing secret ${secret} does not end in its hint ${hint}`);
  }
  return problems;
}

/** Every signing secret a text shows belongs to one of the example tenant's webhook configs. */
export function webhookSecretTextProblems(text: string, configs: readonly WebhookConfigExample[]): string[] {
  const known = configs.flatMap(secretsOf);
  return [...text.matchAll(/\bwhsec_[A-Za-z0-9_]+/g)]
    .map((m) => m[0])
    .filter((secret) => !known.includes(secret))
    .map((secret) => `the signing secret ${secret} is not one of the example tenant's webhook configs`);
}
