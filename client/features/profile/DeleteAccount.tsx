/** Account deletion with a confirmation step: everything goes (resumes, files, analyses, payments, chats). */
import { useState } from "react";
import { deleteAccount, PROFILE_ERRORS } from "./api";

export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount();
      onDeleted();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : PROFILE_ERRORS.delete);
      setDeleting(false);
    }
  };

  if (!confirming) {
    return (
      <button type="button" className="btn btn--ghost btn--small profile-danger-link" onClick={() => setConfirming(true)}>
        Удалить аккаунт
      </button>
    );
  }
  return (
    <fieldset className="profile-delete" aria-labelledby="profile-delete-title">
      <p id="profile-delete-title" className="profile-delete__title">
        Удалить аккаунт навсегда?
      </p>
      <p className="profile-delete__text">
        Удалятся профиль, все загруженные резюме и их файлы, анализы, оценки, сопроводительные письма, платежи и беседы с
        консультантом. Восстановить их будет нельзя.
      </p>
      {error && (
        <p className="profile-panel__error" role="alert">
          {error}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="button" className="btn profile-danger" onClick={confirm} disabled={deleting}>
          {deleting ? "Удаляем…" : "Да, удалить навсегда"}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={deleting} autoFocus>
          Отмена
        </button>
      </div>
    </fieldset>
  );
}
