/**
 * A file name that wraps inside its card without breaking as «…doc / x»: a long name may break anywhere, but its
 * last characters and the extension stay together on one line (issue 24).
 */
const TAIL_CHARS = 4;
const MAX_EXTENSION_CHARS = 5;

export function FileName({ name, testId }: { name: string; testId?: string }) {
  const dot = name.lastIndexOf(".");
  const hasExtension = dot > 0 && name.length - dot - 1 <= MAX_EXTENSION_CHARS;
  const cut = hasExtension ? Math.max(0, dot - TAIL_CHARS) : Math.max(0, name.length - TAIL_CHARS);
  return (
    <span className="file-name" data-testid={testId}>
      {name.slice(0, cut)}
      <span className="file-name__tail">{name.slice(cut)}</span>
    </span>
  );
}
