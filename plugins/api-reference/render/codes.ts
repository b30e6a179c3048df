import type {ServiceReference} from '../model/types';
import {sectionUrl} from '../urls';

/** One place a code is used: an operation of a service, or a schema whose `code` field holds it. */
export interface CodeUse {
  readonly route: string;
  /** `#<operation anchor>` or `#schema-<Name>` on the service's reference page. */
  readonly anchor: string;
  /** That place's URL on the site (`/api/<route>#<anchor>`). */
  readonly url: string;
  readonly label: string;
}

/** What the error-code catalogue needs of one service's reference: its codes, not the model itself. */
export interface ServiceCodes {
  readonly route: string;
  readonly title: string;
  /** The reference page's URL on the site. */
  readonly page: string;
  /** A spec written elsewhere: its codes are its own, never held to the platform's list. */
  readonly imported: boolean;
  readonly operationCount: number;
  /** A code in an error answer (with its status) or reported inside a successful one (`status` undefined). */
  readonly uses: readonly {readonly code: string; readonly status?: number; readonly use: CodeUse}[];
}

/**
 * Schemas that describe a failure inside a successful answer: a failed job, action or check. The
 * shared `Error` body itself (in every bundled spec) is not one: its example code is only an example.
 */
const ERROR_SCHEMA = /.(?:Error|Issue)$/;

/**
 * The codes of one service, for plugins/error-codes: the codes in each operation's response
 * examples (shared responses included, since the model resolves them), and the codes the failure
 * schemas name. A `2xx` example reports a failure inside a result; any other status ends a request.
 */
export function serviceCodes(reference: ServiceReference): ServiceCodes {
  const uses: ServiceCodes['uses'][number][] = [];
  const placeOf = (anchor: string, label: string): CodeUse => ({
    route: reference.route,
    anchor,
    url: sectionUrl(reference.urls, anchor),
    label,
  });
  for (const operation of reference.tags.flatMap((tag) => tag.operations)) {
    const use = placeOf(operation.id, operation.id);
    for (const response of operation.responses) {
      for (const {code, status} of response.codes) {
        if (response.status.startsWith('2')) uses.push({code, use});
        else uses.push({code, status: status ?? Number(response.status), use});
      }
    }
  }
  for (const schema of reference.schemas.filter((entry) => ERROR_SCHEMA.test(entry.name))) {
    const use = placeOf(schema.anchor, schema.name);
    for (const code of schema.codes) uses.push({code, use});
  }
  return {
    route: reference.route,
    title: reference.title,
    page: reference.urls.page,
    imported: reference.imported,
    operationCount: reference.operationCount,
    uses,
  };
}
