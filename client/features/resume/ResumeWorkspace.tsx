/** The home page's working area: uploader → uploaded resume → result (spec section 2, home states). */
export function ResumeWorkspace() {
  return (
    <div className="card uploader" data-testid="upload-area">
      <p>Перетащи сюда файл резюме или выбери его на компьютере (PDF, DOC, DOCX, TXT).</p>
    </div>
  );
}
