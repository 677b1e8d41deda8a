/** The property the early check sets on `<html>`: the display of the server's banner. */
export const APP_BANNER_EARLY_PROPERTY = '--shop-app-banner-early';
