import type { NextConfig } from 'next';

/** The shop whose services the elements call: the fake backend in this repository's tests. */
const shopOrigin = process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:8080';

const config: NextConfig = {
  // The elements call the shop's services at `/service/…` on the page's own origin, as on the
  // shop's pages: the app passes them on to the shop. The fake backend's answers name their
  // images by path on the shop (`/fake-backend/images/…`); the real shop's are on its CDN.
  async rewrites() {
    return [
      { source: '/service/:path*', destination: `${shopOrigin}/service/:path*` },
      { source: '/fake-backend/:path*', destination: `${shopOrigin}/fake-backend/:path*` },
    ];
  },
};

export default config;
