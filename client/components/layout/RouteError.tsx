import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/** Shown when a route fails to load (e.g. a code chunk after a deploy) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch|ChunkLoadError/i.test(error.message);
  return (
    <main className="container page page--center" role="alert">
      <h1>Что-то пошло не так</h1>
      <p>
        {chunkFailed
          ? "Не удалось загрузить часть страницы. Проверь соединение и обнови страницу."
          : isRouteErrorResponse(error)
            ? `Ошибка ${error.status}`
            : "Произошла непредвиденная ошибка. Попробуй обновить страницу."}
      </p>
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={() => location.reload()}>
          Обновить страницу
        </button>
        <Link to="/" className="btn btn--ghost" reloadDocument>
          На главную
        </Link>
      </div>
    </main>
  );
}
