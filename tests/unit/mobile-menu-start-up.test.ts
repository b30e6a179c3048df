import {expect, test} from 'vitest';
import {drawAtStartUp, drawsAtStartUp} from '../../src/theme/Navbar/MobileSidebar/drawAtStartUp';

test('only a secondary menu marked with drawAtStartUp draws the phone menu at start-up', () => {
  const OperationsPanel = () => null;
  const DocsSidebar = () => null;
  expect(drawAtStartUp(OperationsPanel)).toBe(OperationsPanel);
  expect(drawsAtStartUp(OperationsPanel)).toBe(true);
  expect(drawsAtStartUp(DocsSidebar)).toBe(false);
  expect(drawsAtStartUp('div')).toBe(false);
  expect(drawsAtStartUp(undefined)).toBe(false);
});
