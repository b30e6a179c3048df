import type {ServiceCodes} from './render/codes';

/**
 * How the error codes of every service reach plugins/error-codes without a second model build: in
 * memory, once per content load of this plugin. Docusaurus loads all plugins' content at once and
 * gives no order between them, and the catalogue must exist before any plugin reads pages
 * (markdown-pages inlines it in allContentLoaded), so the catalogue awaits, in its own loadContent,
 * the codes of the reference load in progress (or of the last one).
 */

interface Load {
  readonly codes: Promise<readonly ServiceCodes[]>;
  readonly publish: (codes: readonly ServiceCodes[]) => void;
  readonly fail: (error: unknown) => void;
  settled: boolean;
}

function newLoad(): Load {
  let publish: Load['publish'] = () => undefined;
  let fail: Load['fail'] = () => undefined;
  const codes = new Promise<readonly ServiceCodes[]>((resolve, reject) => {
    publish = resolve;
    fail = reject;
  });
  // A failed load fails the build through the reference plugin itself; nobody else need handle it.
  codes.catch(() => undefined);
  const load: Load = {
    codes,
    publish: (value) => {
      load.settled = true;
      publish(value);
    },
    fail: (error) => {
      load.settled = true;
      fail(error);
    },
    settled: false,
  };
  return load;
}

let created = false;
let current = newLoad();

/** The reference plugin exists in this site: its codes will come. */
export function referencePluginCreated(): void {
  created = true;
}

/** A content load of the reference begins; the catalogue waits for what it publishes. */
export function beginCodesLoad(): Pick<Load, 'publish' | 'fail'> {
  if (current.settled) current = newLoad();
  return current;
}

/** Every service's codes, from the reference load in progress or the last one. */
export function referenceCodes(): Promise<readonly ServiceCodes[]> {
  if (!created) {
    return Promise.reject(
      new Error(
        'The error-code catalogue reads the codes of the REST reference plugin (plugins/api-reference), which this site does not load',
      ),
    );
  }
  return current.codes;
}
