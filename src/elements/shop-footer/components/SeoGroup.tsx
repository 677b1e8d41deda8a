import { useId } from 'react';
import { Accordion } from '../../../primitives/accordion/Accordion';
import type { LayoutMode } from '../../../page-runtime/layout-mode';
import type { FooterContent } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';

/** The popular-categories group: an accordion on mobile, columns otherwise. */
export function SeoGroup({
  seo,
  layoutMode,
}: {
  seo: NonNullable<FooterContent['seo']>;
  layoutMode: LayoutMode;
}) {
  const headingId = useId();
  const columns = (
    <div className="shop-footer__seo-columns">
      {seo.columns.map((column, index) => (
        <ul key={index} className="shop-footer__links">
          {column.links.map((link, linkIndex) => (
            <li key={`${linkIndex}-${link.url}`}>
              <FooterAnchor link={link} className="shop-footer__link" />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
  if (layoutMode === 'MATCH') {
    return (
      <div part="seo" className="shop-footer__section shop-footer__seo">
        <Accordion
          items={[{ id: 'seo', heading: seo.heading, content: columns }]}
          headingLevel={2}
          className="shop-footer__accordion"
        />
      </div>
    );
  }
  return (
    <section
      part="seo"
      className="shop-footer__section shop-footer__seo"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-footer__heading">
        {seo.heading}
      </h2>
      {columns}
    </section>
  );
}
