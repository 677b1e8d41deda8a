import { AnchorMdx } from '@storybook/addon-docs/blocks';
import type { ElementStatus } from '../../src/element-kit/definition/element-definition';
import { STATUS_MEANINGS, galleryEntries } from './element-status';

/** Light backgrounds with dark text, so every badge keeps a 4.5:1 contrast. */
const STATUS_COLOURS: Record<ElementStatus, { background: string; color: string }> = {
  stable: { background: '#dcf2e3', color: '#14532d' },
  'staff-only': { background: '#e0e7ff', color: '#312e81' },
  beta: { background: '#fef3c7', color: '#78350f' },
};

export function StatusBadge({ status }: { status: ElementStatus }) {
  return (
    <span
      style={{
        ...STATUS_COLOURS[status],
        borderRadius: 999,
        padding: '2px 10px',
        fontSize: 12,
        fontWeight: 600,
        whiteSpace: 'nowrap',
      }}
    >
      {STATUS_MEANINGS[status].label}
    </span>
  );
}

/** Text whose `backticked` parts are code, as the docs' Markdown would show them. */
function WithCode({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((piece, index) => (index % 2 ? <code key={index}>{piece}</code> : piece))}
    </>
  );
}

/** What each status promises, as a table. */
export function StatusTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>status</th>
          <th>what a page can rely on</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(STATUS_MEANINGS) as ElementStatus[]).map((status) => (
          <tr key={status}>
            <td>
              <StatusBadge status={status} /> <code>{status}</code>
            </td>
            <td>
              <WithCode text={STATUS_MEANINGS[status].meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every element as a card: its baseline picture, tag, status and summary, linking to its page. */
export function ElementGallery() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        gap: 16,
      }}
    >
      {galleryEntries().map((entry) => (
        <li
          key={entry.tag}
          data-tag={entry.tag}
          style={{
            margin: 0,
            border: '1px solid #d8dee4',
            borderRadius: 8,
            overflow: 'hidden',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <div style={{ height: 150, background: '#f6f8fa', display: 'flex' }}>
            {entry.picture && (
              <img
                src={entry.picture.src}
                alt={`<${entry.tag}> in its story "${entry.picture.story.split('--')[1]?.replace(/-/g, ' ')}"`}
                loading="lazy"
                style={{
                  width: '100%',
                  height: '100%',
                  objectFit: entry.picture.top ? 'cover' : 'contain',
                  objectPosition: entry.picture.top ? 'top center' : 'center',
                }}
              />
            )}
          </div>
          <div style={{ padding: '10px 14px 14px' }}>
            <div
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 8,
              }}
            >
              <AnchorMdx href={entry.docsPath} target="_top">
                <code>{`<${entry.tag}>`}</code>
              </AnchorMdx>
              <StatusBadge status={entry.status} />
            </div>
            <p style={{ margin: '8px 0 0' }}>{entry.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
