import { highlightSegments } from '../../domain/search/highlight';

/** Text with its matched words in `<mark>`: built from text segments, never from HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}
