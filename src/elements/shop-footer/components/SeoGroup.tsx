import { useId } from 'react';
import { Accordion } from '../../../primitives/accordion/Accordion';
import type { FooterContent } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';

/**
 * The popular-categories group: an accordion in the mobile view, columns otherwise; both in the
 * markup, the sheet shows the layout's.
 */
export function SeoGroup({ seo }: { seo: NonNullable<FooterContent['seo']> }) {
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
  return (
    <>
      <div part="seo" className="shop-footer__section shop-footer__seo shop-footer__mobile">
        <Accordion
          items={[{ id: 'seo', heading: seo.heading, content: columns }]}
          headingLevel={2}
          className="shop-footer__accordion"
        />
      </div>
      <section
        part="seo"
        className="shop-footer__section shop-footer__seo shop-footer__desktop"
        aria-labelledby={headingId}
      >
        <h2 id={headingId} className="shop-footer__heading">
          {seo.heading}
        </h2>
        {columns}
      </section>
    </>
  );
}
