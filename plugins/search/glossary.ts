/**
 * German energy-market words readers type, with the English words the documentation uses for
 * them (domain facts, not tuned per question). A query word found here also searches for its
 * English counterparts; the German word itself is still searched.
 */
export const GLOSSARY: Readonly<Record<string, string>> = {
  frist: 'deadline',
  fristen: 'deadline',
  lieferantenwechsel: 'supplier switch',
  einzug: 'move-in relocation',
  auszug: 'move-out',
  umzug: 'relocation move',
  kündigung: 'termination',
  zählerstand: 'meter reading',
  zählerstände: 'meter reading',
  zähler: 'meter',
  ablesung: 'reading',
  melden: 'submit',
  netzentgelt: 'grid fee',
  netzentgelte: 'grid fees',
  netzbetreiber: 'grid operator',
  marktlokation: 'market location',
  messlokation: 'metering location',
  feiertag: 'holiday',
  feiertage: 'holidays',
  werktag: 'working day',
  werktage: 'working days',
  bundesland: 'federal state',
  abschlag: 'installment',
  abschlagsplan: 'installment plan',
  vertrag: 'contract',
  strom: 'power',
  rückwirkend: 'retrospective',
};
