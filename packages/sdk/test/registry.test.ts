import {describe, expect, it} from 'vitest';
import {platformServices as services} from '@energy-xrm/specs';
import {serviceInfo, serviceNames} from '../src/index.js';

// The SDK's generated service list comes from the registry (@energy-xrm/specs), as the site's does.
describe('the generated service list', () => {
  it('has exactly the routes of the registry', () => {
    expect([...serviceNames].sort()).toEqual(services.map((service) => service.route).sort());
  });

  it.each(services.map((service) => [service.route, service] as const))(
    '%s: title, spec name and server match the registry',
    (route, service) => {
      const info = serviceInfo[route as keyof typeof serviceInfo];
      expect(info.title).toBe(service.title);
      expect(info.specName).toBe(service.specName);
      expect(info.serverUrl).toBe(`https://${service.specName}.api.energy-xrm.example`);
      expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(Object.keys(info.operations).length).toBeGreaterThan(0);
      for (const [key, operationId] of Object.entries(info.operations)) {
        expect(key).toMatch(/^(GET|PUT|POST|DELETE|PATCH) \/v\d+\//);
        expect(operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      }
    },
  );
});
