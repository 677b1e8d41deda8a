import { describe, expect, it } from 'vitest';
import { manifestText } from '../../scripts/manifest/build-manifest';
import { shopModalDefinition } from '../../src/elements/shop-modal/shop-modal.definition';

describe('the manifest freshness check', () => {
  it('when a definition changes, the generated manifest differs, so a stale committed file fails', () => {
    const changed = {
      ...shopModalDefinition,
      attributes: [
        ...shopModalDefinition.attributes,
        { name: 'closable', type: 'boolean' as const, description: 'A new attribute.' },
      ],
    };
    expect(manifestText([changed])).not.toBe(manifestText([shopModalDefinition]));
    expect(manifestText([changed])).toContain('"closable"');
  });
});
