import {buildSchema} from 'graphql';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {examplesByOperation, exampleSection, loadExamples} from '../../plugins/graphql-reference/examples.mjs';
import {finishPage, rewriteHeading, titleHeading} from '../../plugins/graphql-reference/pages.mjs';

// Lines exactly as @graphql-markdown 1.35 prints them (after the level shift), one of each kind.
const CODE = "<code style={{ fontWeight: 'normal' }}>";
const FIELD = `### [${CODE}SharingEntityInput.<b>share</b></code>](#share)<Bullet />[${CODE}<b>[PartnerEntitiesInput!]</b></code>](/.generated/graphql/sharing/inputs/partner-entities-input.mdx) <Badge class="badge badge--secondary " text="list"/> <Badge class="badge badge--secondary " text="input"/> \\{#share\\} `;
const ESCAPED = `### [${CODE}OfferStatus.<b>offer&#x005F;status</b></code>](#offer-status)<Bullet />[${CODE}<b>OfferStatusEnum!</b></code>](/.generated/graphql/sharing/enums/offer-status-enum.mdx) <Badge class="badge badge--secondary badge--non_null" text="non-null"/> \\{#offer-status\\} `;
const ENUM_VALUE = `### [${CODE}PartnerStatus.<b>REGISTERED</b></code>](#registered) \\{#registered\\} `;
const RETURN_TYPE = `### [${CODE}<b>PartnerSharingConfig</b></code>](/.generated/graphql/sharing/objects/partner-sharing-config.mdx) <Badge class="badge badge--secondary " text="object"/> `;

describe('plugins/graphql-reference/pages.mjs', () => {
  it('keeps only the field name and its id in a field heading, and moves the type below it', () => {
    expect(rewriteHeading(FIELD)).toBe(
      '### `share` \\{#share\\}\n\nType: [<code>[PartnerEntitiesInput!]</code>](/.generated/graphql/sharing/inputs/partner-entities-input.mdx) <Badge class="badge badge--secondary " text="list"/> <Badge class="badge badge--secondary " text="input"/>\n',
    );
  });

  it('shows underscores in names as written, not as the entities the generator escapes them to', () => {
    expect(rewriteHeading(ESCAPED).split('\n')[0]).toBe('### `offer_status` \\{#offer-status\\}');
  });

  it('reduces an enum value heading to the value', () => {
    expect(rewriteHeading(ENUM_VALUE)).toBe('### `REGISTERED` \\{#registered\\}');
  });

  it("turns an operation's return type heading into a line of text (no table of contents entry)", () => {
    expect(rewriteHeading(RETURN_TYPE)).toBe(
      '[<code>PartnerSharingConfig</code>](/.generated/graphql/sharing/objects/partner-sharing-config.mdx) <Badge class="badge badge--secondary " text="object"/>\n',
    );
  });

  it('names the relation sections in plain words', () => {
    expect(['## Member Of', '## Returned By', '## Implemented By', '## Fields'].map(rewriteHeading)).toEqual([
      '## Used by',
      '## Returned by',
      '## Implemented by',
      '## Fields',
    ]);
  });

  it('lets a camelCase title break only between its words', () => {
    expect(titleHeading('shareChildEntityWithPartners')).toBe(
      '# share<wbr />Child<wbr />Entity<wbr />With<wbr />Partners',
    );
    expect(titleHeading('ID')).toBe('# ID');
  });

  it('moves sections up one level, adds the title after the declarations and leaves code alone', () => {
    const page = [
      '---',
      'id: partner-status',
      'title: PartnerStatus',
      '---',
      '',
      'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
      '',
      'Whether a partner has an organization.',
      '',
      '```graphql',
      '### not a heading',
      '```',
      '',
      '#### Values',
      '',
      ENUM_VALUE.replace(/^###/, '####'),
    ].join('\n');
    expect(finishPage(page).split('\n')).toEqual([
      '---',
      'id: partner-status',
      'title: PartnerStatus',
      '---',
      '',
      'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
      '',
      '# Partner<wbr />Status',
      '',
      'Whether a partner has an organization.',
      '',
      '```graphql',
      '### not a heading',
      '```',
      '',
      '### Values',
      '',
      '### `REGISTERED` \\{#registered\\}',
    ]);
  });
});

describe('plugins/graphql-reference/examples.mjs', () => {
  const examples = loadExamples();
  const schema = buildSchema(readFileSync('graphql/sharing.graphql', 'utf8'));
  const operations = [
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
  ].sort();

  it('has one example for every query and mutation, and no example for anything else', () => {
    const byOperation = examplesByOperation(examples);
    expect([...byOperation.keys()].sort()).toEqual(operations);
    expect(new Set(byOperation.values()).size).toBe(examples.length);
  });

  it("writes an operation's example as its operation, variables and response, unchanged", () => {
    const example = examplesByOperation(examples).get('getOfferStatus')!;
    const section = exampleSection(example, 'getOfferStatus');
    expect(section).toContain(
      `\`\`\`graphql title="Operation"\n${readFileSync('graphql/examples/get-offer-status.graphql', 'utf8').trimEnd()}\n\`\`\``,
    );
    expect(section).toContain(
      `\`\`\`json title="Variables"\n${readFileSync('graphql/examples/get-offer-status.variables.json', 'utf8').trimEnd()}\n\`\`\``,
    );
    expect(section).toContain(
      `\`\`\`json title="Response"\n${readFileSync('graphql/examples/get-offer-status.response.json', 'utf8').trimEnd()}\n\`\`\``,
    );
  });
});
