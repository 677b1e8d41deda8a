/**
 * A description from the manifest as the reader should see it: its `inline code` as code, not
 * with the Markdown backticks (the manifest's texts are Markdown, as editors' tools read them).
 */
export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((piece, index) =>
          /^`[^`]+`$/.test(piece) ? <code key={index}>{piece.slice(1, -1)}</code> : piece,
        )}
    </>
  );
}
