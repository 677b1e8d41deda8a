import { useId } from 'react';
import { useShop } from '../../../element-kit/render/shop-context';
import { Image } from '../../../primitives/image/Image';
import type { FooterContent } from '../../../services/wire/footer';
import { FooterAnchor } from './FooterAnchor';

function FooterLogo({
  src,
  label,
  width,
  height,
}: {
  src: string;
  label: string;
  width?: number;
  height?: number;
}) {
  // A source the enumeration does not know has no picture (newsletter-footer §3.2: an error is
  // logged and the path is empty); its label keeps the editor's mark and link on the page.
  if (!src) return <span className="shop-footer__logo shop-footer__logo--label">{label}</span>;
  return (
    <span className="shop-footer__logo">
      <Image
        src={src}
        alt={label}
        ratio={width && height ? width / height : '3/2'}
        loading="lazy"
        className="shop-footer__logo-image"
      />
    </span>
  );
}

export function LogoList({
  images,
  paths,
}: {
  images: readonly { label: string; source: string }[];
  paths: ReadonlyMap<string, string>;
}) {
  const shown = images.filter((image) => paths.get(image.source) || image.label.trim());
  if (shown.length === 0) return null;
  return (
    <ul className="shop-footer__logo-list">
      {shown.map((image) => (
        <li key={image.source}>
          <FooterLogo src={paths.get(image.source) ?? ''} label={image.label} />
        </li>
      ))}
    </ul>
  );
}

/** The quality and partner logos, each linked where the content gives a link. */
export function QualityLogos({
  logos,
  paths,
}: {
  logos: NonNullable<FooterContent['qualityLogos']>;
  paths: ReadonlyMap<string, string>;
}) {
  const { translator } = useShop();
  const headingId = useId();
  const shown = logos.logos.filter(
    (logo) => paths.get(logo.image.source) || logo.image.label.trim(),
  );
  if (shown.length === 0) return null;
  return (
    <section
      part="logos"
      className="shop-footer__section shop-footer__quality"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="shop-footer__heading">
        {logos.heading || translator.t('footer.qualityLogos')}
      </h2>
      <ul className="shop-footer__logo-list">
        {shown.map((logo, index) => {
          const image = (
            <FooterLogo
              src={paths.get(logo.image.source) ?? ''}
              label={logo.image.label}
              width={logo.image.width}
              height={logo.image.height}
            />
          );
          return (
            <li key={`${index}-${logo.image.source}`}>
              {logo.link ? (
                <FooterAnchor link={logo.link} className="shop-footer__logo-link">
                  {image}
                </FooterAnchor>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
