import type {ServiceCodes} from './render/codes';

/**
 * How the error codes of every service reach plugins/error-codes without a second model build: in
 * memory, once per content load of this plugin. Docusaurus loads all plugins' content at once and
 * gives no order between them, and the catalogue must exist before any plugin reads pages
 * (markdown-pages inlines it in allContentLoaded), so the catalogue awaits, in its own loadContent,
 * the codes of the reference load in progress (or of the last one).
 *
 * The state lives on `globalThis` under a registered symbol: Docusaurus loads each plugin's modules
 * afresh (jiti without Node's require cache), so the two plugins hold two copies of this module,
 * and a variable of the module would not be shared.
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

interface Handover {
  created: boolean;
  current: Load;
}

const KEY = Symbol.for('@energy-xrm/api-reference: error codes');

function handover(): Handover {
  const holder = globalThis as typeof globalThis & {[KEY]?: Handover};
  holder[KEY] ??= {created: false, current: newLoad()};
  return holder[KEY];
}

/** The reference plugin exists in this site: its codes will come. */
export function referencePluginCreated(): void {
  handover().created = true;
}

/** A content load of the reference begins; the catalogue waits for what it publishes. */
export function beginCodesLoad(): Pick<Load, 'publish' | 'fail'> {
  const state = handover();
  if (state.current.settled) state.current = newLoad();
  return state.current;
}

/** Every service's codes, from the reference load in progress or the last one. */
export function referenceCodes(): Promise<readonly ServiceCodes[]> {
  const {created, current} = handover();
  if (!created) {
    return Promise.reject(
      new Error(
        'The error-code catalogue reads the codes of the REST reference plugin (plugins/api-reference), which this site does not load',
      ),
    );
  }
  return current.codes;
}
