/** The partnership mail draft of spec section 1: addressed to the owner's contact address, subject + body template. */
export const PARTNERSHIP_SUBJECT = "Партнёрство с Rework";
export const PARTNERSHIP_BODY = [
  "Здравствуйте!",
  "",
  "Меня зовут: ",
  "Компания / школа: ",
  "Сайт: ",
  "",
  "Что хотим обсудить (интеграция анализа резюме, API, совместная программа для студентов): ",
  "",
  "Как с нами связаться: ",
].join("\n");

export function partnershipMailto(contactEmail: string): string {
  // encodeURIComponent, not URLSearchParams: mail clients expect %20 for spaces, not "+".
  return `mailto:${contactEmail}?subject=${encodeURIComponent(PARTNERSHIP_SUBJECT)}&body=${encodeURIComponent(PARTNERSHIP_BODY)}`;
}
