/** Shown beside the seller's requisites while they are the shipped sample (decision 120): never taken for real ones. */
export function TestDataMark() {
  return (
    <p className="test-data-mark" role="note" data-testid="test-data-mark">
      Тестовые данные: реквизиты продавца ещё не настроены, оплата на рабочем сайте недоступна.
    </p>
  );
}
