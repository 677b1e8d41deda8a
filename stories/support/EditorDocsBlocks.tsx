/**
 * The blocks of the editors' docs pages (docs/editors/) that are made from the library's own
 * data, so that no site, file or price is typed by hand: the starter page with its site picker,
 * and the table of what each site changes.
 */
import { Source } from '@storybook/addon-docs/blocks';
import { useId, useState } from 'react';
import { fontFilesOf } from '../../scripts/build/font-files';
import { formatPrice } from '../../src/i18n/format';
import { SITE_CODES, SITES, isSiteCode, type SiteCode } from '../../src/sites/sites';
import { PAGE_CONFIG, starterPage } from './editor-snippets';

/** The starter page of the site chosen in its own picker (DE at first). */
export function StarterPageSource() {
  const [site, setSite] = useState<SiteCode>('DE');
  const pickerId = useId();
  return (
    <div>
      <label htmlFor={pickerId} style={{ fontWeight: 700, marginInlineEnd: '0.5rem' }}>
        Site of the page
      </label>
      <select
        id={pickerId}
        value={site}
        onChange={(event) => {
          if (isSiteCode(event.target.value)) setSite(event.target.value);
        }}
      >
        {SITE_CODES.map((code) => (
          <option key={code} value={code}>
            {code} ({SITES[code].locale})
          </option>
        ))}
      </select>
      <Source code={starterPage(site)} language="html" dark />
    </div>
  );
}

/** One row per site: what its page writes and what its shoppers see differently. */
export function SiteDifferencesTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">
            <code>data-shop-site</code>
          </th>
          <th scope="col">
            <code>lang</code>, texts and formats
          </th>
          <th scope="col">Price</th>
          <th scope="col">Font files to preload</th>
          <th scope="col">Country address in the starter</th>
          <th scope="col">Consent script in the starter</th>
        </tr>
      </thead>
      <tbody>
        {SITE_CODES.map((code) => (
          <tr key={code}>
            <th scope="row">
              <code>{code}</code>
            </th>
            <td>
              <code>{SITES[code].locale}</code>
            </td>
            <td>{formatPrice(1299.5, code).text}</td>
            <td>
              {fontFilesOf(SITES[code].language).map((file) => (
                <code key={file} style={{ display: 'block' }}>
                  {file}
                </code>
              ))}
            </td>
            <td>
              <code>{PAGE_CONFIG.countryUrls[code]}</code>
            </td>
            <td>
              <code>{PAGE_CONFIG.consentScript[code]}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
