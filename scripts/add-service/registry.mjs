// Writes the registry line of an imported service (scripts/add-service.mjs).
import {readFileSync, writeFileSync} from 'node:fs';

/** The first sentence of a Markdown description, as plain text, for the /api index. */
function summary(document) {
  const text = String(document.info?.summary ?? document.info?.description ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#*_`>[\]]|\(https?:[^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 200);
  return sentence || `The ${document.info.title}, from its OpenAPI document.`;
}

/** Appends `imported(...)` to the services list and returns the line. A title other services have gets the route. */
export function addImportedService(registryFile, {route, document, domain, specFile}) {
  const source = readFileSync(registryFile, 'utf8');
  const end = source.lastIndexOf('];');
  if (end < 0) throw new Error(`${registryFile}: the services list (ending in "];") was not found`);
  let title = String(document.info.title).trim() || route;
  if (source.includes(`'${title.replace(/'/g, "\\'")}'`)) title = `${title} (${route})`;
  const args = [route, title, domain, summary(document), ...(specFile ? [specFile] : [])].map((value) =>
    JSON.stringify(value),
  );
  const line = `  imported(${args.join(', ')}),\n`;
  writeFileSync(registryFile, `${source.slice(0, end)}${line}${source.slice(end)}`);
  return line;
}
