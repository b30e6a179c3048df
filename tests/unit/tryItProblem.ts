import {InputProblem} from '../../plugins/api-reference/theme/ApiReferencePage/TryIt/validate';

/** What Try it says about an input: `field: message` for a refused one, `accepted` otherwise. */
export const problemOf = (check: () => unknown): string => {
  try {
    check();
  } catch (error) {
    if (error instanceof InputProblem) return `${error.field}: ${error.message}`;
    throw error;
  }
  return 'accepted';
};
