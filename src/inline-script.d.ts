/** A module bundled into one inline script's text (`scripts/build/inline-script.ts`). */
declare module '*?inline-script' {
  const script: string;
  export default script;
}
