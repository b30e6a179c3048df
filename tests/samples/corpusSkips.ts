/**
 * Operations of the corpus whose samples are not checked against Prism (@stoplight/prism-cli
 * 5.16), by route and anchor, each with the reason: what Prism cannot mock, where the spec
 * contradicts itself, and what the sample generator cannot yet write. Operations whose spec
 * documents no success response are left out by rule (fromModel.ts) and printed by the test.
 */

// What Prism cannot mock.
/** Prism validates `oneOf` as plain JSON Schema: it does not read the discriminator. */
const ONE_OF =
  'the body fits more than one alternative of a `oneOf` (they differ in optional fields or in the discriminator, which Prism does not read), so Prism answers 422 "must match exactly one schema in oneOf"';
/** parseMultipartFormDataParams keeps one string per part name. */
const MULTIPART_PARTS =
  'array or object parts: Prism reads a multipart body as one string per part name (neither repeated parts nor JSON), so it answers 422 "must be array" or "must be object"';
/** prism-http's validator/deserializers/style/simple.js splits an undefined value. */
const ABSENT_ARRAY_HEADER =
  'an optional header of array type that the sample rightly leaves out crashes Prism (TypeError in its simple-style deserializer), and with it the mock';
/** prism-http's validator/deserializers/style/matrix.js and label.js throw instead of answering 400. */
const STYLED_PLACEHOLDER =
  "a matrix- or label-style path parameter without an example: the sample leaves its `{placeholder}` for the reader, and Prism crashes on a value without the style's `;` or `.` prefix (an uncaught Error) instead of answering 400";
/** prism-http's validator/deserializers/style/delimited.js throws on an object. */
const DELIMITED_OBJECT =
  'a space- or pipe-delimited object parameter (OpenAPI allows the style on objects): Prism crashes on it even when the request leaves it out (an uncaught Error: "only applicable to array parameter")';
const MULTIPART_STYLE =
  'multipart parts with `encoding.style` (which OpenAPI applies to form-urlencoded bodies only): Prism reads the parts as form-style text and refuses `[`, `{` and `"` as reserved characters';
const URL_FORMAT =
  '`format: url` is no format of OpenAPI or JSON Schema (which ignore unknown formats); Prism checks it as a URL and refuses the generated "string"';

// Where the spec contradicts itself.
const NULL_DEFAULT =
  'the spec gives `default: null` to fields that are not nullable; the generated body uses the default and Prism refuses null';
const NO_VALUE = 'the schema admits no value (an `allOf` of incompatible types), so no body can pass';

// What the sample generator cannot yet write.
const PATTERN =
  'a required query parameter with a `pattern` and no example: the generator does not write values from patterns, and Prism refuses "string"';

export const EXPECTED_SKIPS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  ['feature-3-0-circular-paths', new Map([['put-anything', ABSENT_ARRAY_HEADER]])],
  [
    'feature-3-0-discriminators',
    new Map(
      [
        'oneOfWithImproperlyPlacedDiscriminator',
        'post-potentially-undefined-formdata',
        'oneOfWithTopLevelDiscriminatorAndMapping',
        'oneOfWithTopLevelDiscriminatorNoMapping',
        'patch-embedded-discriminator',
        'patch-oneof-allof-top-level-disc',
        'patch-nested-one-of-object-with-nested-one-of',
        'patch-mapping-with-duplicate-schemas',
        'patch-mapping-of-schema-names',
      ].map((anchor) => [anchor, ONE_OF]),
    ),
  ],
  ['feature-3-0-file-uploads', new Map([['put-anything-multipart-formdata', MULTIPART_PARTS]])],
  [
    'feature-3-0-parameters-style',
    new Map([
      ...['headers_standard', 'headers_simple_nonExploded', 'headers_simple_exploded'].map(
        (anchor): [string, string] => [anchor, ABSENT_ARRAY_HEADER],
      ),
      ...['paths_matrix_nonExploded', 'paths_matrix_exploded', 'paths_label_nonExploded', 'paths_label_exploded'].map(
        (anchor): [string, string] => [anchor, STYLED_PLACEHOLDER],
      ),
      ...['query_spaceDelimited_nonExploded', 'query_pipeDelimited_nonExploded'].map((anchor): [string, string] => [
        anchor,
        DELIMITED_OBJECT,
      ]),
      ['formData_standard', MULTIPART_PARTS],
      ...[
        'formData_form_nonExploded',
        'form_data_form_exploded',
        'formData_spaceDelimited_nonExploded',
        'form_data_pipeDelimited_nonExploded',
        'form_data_deepObject_exploded',
      ].map((anchor): [string, string] => [anchor, MULTIPART_STYLE]),
    ]),
  ],
  [
    'feature-3-0-polymorphism',
    new Map([
      ...[
        'patch-pets',
        'post-anything-one-of-object',
        'post-anything-one-of-object-ref',
        'post-one-of-complex',
        'post-anything-nested-one-of-object-ref',
        'post-anything-nested-one-of-ref',
        'post-anything-nested-one-of-object-with-nested-one-of',
      ].map((anchor): [string, string] => [anchor, ONE_OF]),
      [
        'post-one-of-with-type',
        'the schema cannot be met: both alternatives of its `oneOf` accept every string, and a oneOf wants exactly one',
      ],
    ]),
  ],
  [
    'feature-3-0-readme',
    new Map([
      ['applyToReadMe', URL_FORMAT],
      [
        'createDoc',
        "the generated body fills every field, so it meets both `required` alternatives of a `oneOf` that wants exactly one; Prism answers the spec's 400",
      ],
    ]),
  ],
  ['feature-3-0-schema-deprecated', new Map([['post-anything', `${ONE_OF}; Prism answers the spec's 400`]])],
  ['feature-3-0-schema-encoding-style', new Map([['encoding_form', MULTIPART_STYLE]])],
  [
    'feature-3-0-schema-enums',
    new Map([
      [
        'boolean_enumSupport',
        'the schema requires `enum (with example) *required`, a field it does not define, so the generated body has no value for it',
      ],
    ]),
  ],
  [
    'feature-3-0-schema-types',
    new Map([
      ['string_formatSupport', URL_FORMAT],
      ['string_schemaSupport', NULL_DEFAULT],
      ['number_schemaSupport', NULL_DEFAULT],
      ['array_schemaSupport', NULL_DEFAULT],
      ['quirks_entirelyIncompatibleAllOf', NO_VALUE],
      ['quirks_incompatibleNestedAllOf', NO_VALUE],
      ['quirks_partiallyUsableIncompatibleAllOf', NO_VALUE],
    ]),
  ],
  ['feature-3-1-schema-validation-local', new Map([['get-anything-strings', PATTERN]])],
  [
    'feature-3-1-train-travel',
    new Map([
      [
        'create-booking',
        "the spec's own request example has `trip_id: 4f4e4e1-…` (7 digits in its first group), not the UUID its schema asks for; Prism answers the spec's 400",
      ],
    ]),
  ],
]);
