import { type ReactNode, useEffect } from "react";

/** A content page: sets the document title ('{title} | Rework') and restores it on leaving. */
export function PageFrame({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className={`container page ${wide ? "page--wide" : ""}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | Rework`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
