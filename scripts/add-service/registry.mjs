// Writes the registry line of an imported service (scripts/add-service.mjs).
import {readFileSync, writeFileSync} from 'node:fs';
import {serviceSummary} from './summary.mjs';

/** Appends `imported(...)` to the services list and returns the line. A title other services have gets the route. */
export function addImportedService(registryFile, {route, document, domain, specFile}) {
  const source = readFileSync(registryFile, 'utf8');
  const end = source.lastIndexOf('];');
  if (end < 0) throw new Error(`${registryFile}: the services list (ending in "];") was not found`);
  let title = String(document.info.title).trim() || route;
  if (source.includes(`'${title.replace(/'/g, "\\'")}'`)) title = `${title} (${route})`;
  const args = [route, title, domain, serviceSummary(document.info), ...(specFile ? [specFile] : [])].map((value) =>
    JSON.stringify(value),
  );
  const line = `  imported(${args.join(', ')}),\n`;
  writeFileSync(registryFile, `${source.slice(0, end)}${line}${source.slice(end)}`);
  return line;
}
