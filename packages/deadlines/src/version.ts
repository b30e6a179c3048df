/** The library version; it also identifies the built-in holiday data. Kept equal to package.json by a test. */
export const LIBRARY_VERSION = '1.0.0';
