/**
 * Contact forms a recruiter meets (decision 580): addresses written against robots («name at domain dot com»,
 * «[at]», «(собака)»), split by a column or a line, glued to an icon glyph or to the next label; phones with an
 * extension, «+7 (xxx)» variants glued to a label or an icon, and the international formats of the E.164 country plans
 * (Europe, the CIS, Asia, the Americas, Africa). Each is read as the person's e-mail or phone, digits with the country
 * code; "lead at Yandex.Market" stays a job.
 */
import { describe, expect, it } from "vitest";
import { extractContacts } from "../../worker/analysis/engine/contacts";

const cases: [string, string | null, string | null][] = [
  ["ivan.petrov at gmail dot com", "ivan.petrov@gmail.com", null],
  ["ivan [at] mail [dot] ru", "ivan@mail.ru", null],
  ["ivan (at) mail (dot) ru", "ivan@mail.ru", null],
  ["ivan{at}mail{dot}ru", "ivan@mail.ru", null],
  ["ivan at mail dot ru", "ivan@mail.ru", null],
  ["ivan_petrov [at] yandex [dot] ru", "ivan_petrov@yandex.ru", null],
  ["E-mail: ivan[at]mail.ru", "ivan@mail.ru", null],
  ["ivan [@] mail.ru", "ivan@mail.ru", null],
  ["ivan(собака)mail.ru", "ivan@mail.ru", null],
  ["Тел.: +7 (916) 123-45-67 доб. 123", null, "79161234567"],
  ["Phone: +1 (212) 555-0147 ext. 12", null, "12125550147"],
  ["Phone: +1 212 555 0147 x305", null, "12125550147"],
  ["📞+7(916)123-45-67", null, "79161234567"],
  ["т.+7 916 123 45 67", null, "79161234567"],
  ["Tel:+79161234567", null, "79161234567"],
  ["☎ 8 (916) 123-45-67", null, "79161234567"],
  ["M:+7-916-123-45-67", null, "79161234567"],
  ["Моб.тел.8-916-123-45-67", null, "79161234567"],
  ["+7 916 1234567", null, "79161234567"],
  ["+7(916)1234567", null, "79161234567"],
  ["+49 30 12345678", null, "493012345678"],
  ["+49 (0)30 12345678", null, "493012345678"],
  ["+33 6 12 34 56 78", null, "33612345678"],
  ["+44 7700 900123", null, "447700900123"],
  ["+380 67 123 4567", null, "380671234567"],
  ["+375 (29) 123-45-67", null, "375291234567"],
  ["+998 90 123 45 67", null, "998901234567"],
  ["+7 727 123 4567", null, "77271234567"],
  ["+86 138 0013 8000", null, "8613800138000"],
  ["+91 98765 43210", null, "919876543210"],
  ["+1-212-555-0147", null, "12125550147"],
  ["+65 9123 4567", null, "6591234567"],
  ["+971 50 123 4567", null, "971501234567"],
  ["+90 532 123 45 67", null, "905321234567"],
  ["+48 512 345 678", null, "48512345678"],
  ["+39 333 123 4567", null, "393331234567"],
  ["+34 612 34 56 78", null, "34612345678"],
  ["+81 90-1234-5678", null, "819012345678"],
  ["+55 11 91234-5678", null, "5511912345678"],
  ["Тел+7(916)1234567Email:ivan@mail.ru", "ivan@mail.ru", "79161234567"],
  ["\uf095 +7 916 123 45 67", null, "79161234567"],
  ["\uf0e0ivan@mail.ru", "ivan@mail.ru", null],
  ["\uf095+7 916 123 45 67 \uf0e0 ivan@mail.ru", "ivan@mail.ru", "79161234567"],
  ["ivan @ mail . ru", "ivan@mail.ru", null],
  ["mailto:ivan@mail.ru", "ivan@mail.ru", null],
  ["Ivan.Petrov at Gmail dot com", "Ivan.Petrov@Gmail.com", null],
  ["ivanpetrov at gmail dot com", "ivanpetrov@gmail.com", null],
  ["ivan dot petrov at gmail dot com", "ivan.petrov@gmail.com", null],
  ["ivan at gmail.com", "ivan@gmail.com", null],
  ["8-800-555-35-35", null, "78005553535"],
  ["tel. +7.916.123.45.67", null, "79161234567"],
  ["+7 916-123-4567", null, "79161234567"],
  ["Тел.: (916) 123-45-67", null, "79161234567"],
  ["+7-(916)-123-45-67", null, "79161234567"],
  ["8 916 1234567", null, "79161234567"],
  ["+7 (916) 123 45 67 доп. 12", null, "79161234567"],
  ["Телефон: +7 916 123 45 67; +7 495 123 45 67", null, "79161234567"],
  ["Mobile: 07700 900123", null, "07700900123"],
  ["Tel: 020 7946 0321", null, "02079460321"],
  ["Phone: (212) 555-0147", null, "12125550147"],
  ["Phone: 212.555.0147", null, "12125550147"],
  ["Cell: 212-555-0147", null, "12125550147"],
  ["+1 (212) 555-0147", null, "12125550147"],
  ["+44 (0) 20 7946 0321", null, "442079460321"],
  ["0044 20 7946 0321", null, "442079460321"],
  ["+7 7012 345678", null, "77012345678"],
  ["+374 91 123456", null, "37491123456"],
  ["+995 555 12 34 56", null, "995555123456"],
  ["+373 69 123 456", null, "37369123456"],
  ["+420 601 123 456", null, "420601123456"],
  ["+31 6 12345678", null, "31612345678"],
  ["+61 412 345 678", null, "61412345678"],
  ["+353 85 123 4567", null, "353851234567"],
  ["+972 50-123-4567", null, "972501234567"],
  ["+82 10-1234-5678", null, "821012345678"],
  ["+66 81 234 5678", null, "66812345678"],
  ["+62 812-3456-7890", null, "6281234567890"],
  ["+234 803 123 4567", null, "2348031234567"],
  ["+27 82 123 4567", null, "27821234567"],
  ["+54 9 11 1234-5678", null, "5491112345678"],
  ["WA: +7 916 123 45 67", null, "79161234567"],
  ["Viber +380671234567", null, "380671234567"],
  ["+7 (916) 123-45-67 | ivan@mail.ru", "ivan@mail.ru", "79161234567"],
  ["ivan@mail.ru|+7(916)123-45-67", "ivan@mail.ru", "79161234567"],
  ["WhatsApp/Telegram: +7 916 123 45 67", null, "79161234567"],
  ["+7 916 123 45 67 (WhatsApp, Telegram)", null, "79161234567"],
  ["Телефон:\n+7 916 123 45 67", null, "79161234567"],
  ["Email\nivan@mail.ru", "ivan@mail.ru", null],
  ["ivan.petrov\n@gmail.com", "ivan.petrov@gmail.com", null],
  ["ivan.petrov@\ngmail.com", "ivan.petrov@gmail.com", null],
  ["+7 916\n123 45 67", null, "79161234567"],
  ["+7 (916)\n123-45-67", null, "79161234567"],
];

describe("contact forms", () => {
  it.each(cases)("%j", (text, email, phone) => {
    const contacts = extractContacts(`Иван Петров\n${text}\nОпыт работы\nООО Ромашка`);
    if (email !== null) expect(contacts.emails[0]).toBe(email);
    if (phone !== null) expect(contacts.phones[0]?.digits).toBe(phone);
  });

  it("a job at a company whose name is a domain is no address; a plain word at a mailbox provider is", () => {
    for (const job of ["lead at Yandex.Market", "Engineer at Booking.com", "intern at ozon.ru"])
      expect(extractContacts(`Иван Петров\n${job}`).emails, job).toEqual([]);
    expect(extractContacts("Иван Петров\nivan at gmail.com").emails).toEqual(["ivan@gmail.com"]);
  });

  it("a capitalised word glued after a number ends it; digits or a lower-case tail do not", () => {
    for (const label of ["Email", "Telegram", "Москва", "Почта"])
      expect(extractContacts(`Тел+7(916)1234567${label}: x`).phones[0]?.digits, label).toBe("79161234567");
    expect(extractContacts("+7(916)1234567abc").phones).toEqual([]);
  });
});
