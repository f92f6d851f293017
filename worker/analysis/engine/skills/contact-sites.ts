/**
 * The sites a person's profile is on, by name: where the person is found, not what they can do (decision 590). One
 * list for the gate (an item of the skills list that is only such a name) and the matcher (such a name alone on a
 * contact line, or before its blanked link). Extraction writes links by the same names (extraction/link-targets.ts,
 * CHANNEL_WORDS). Messengers and social networks are also a trade's tools ("Skype, Zoom", SMM): left to the lists.
 */
/** Profiles only: never a skill by themselves. */
const PROFILES = "linked\\s?in|hh\\.ru|headhunter|xing|google\\s+scholar|scholar|researchgate|orcid";
/** Hosts that are also tools or platforms of a trade: in a skills list "GitHub" is Git, "Kaggle" competitions. */
const HOSTS = "github|gitlab|bitbucket|kaggle|behance|dribbble|stack\\s?overflow|leetcode|codeforces|habr";

/** A site's name, alone: on a contact line it is the contact's label. */
export const CONTACT_SITE = new RegExp(`^(?:${PROFILES}|${HOSTS})$`, "iu");

/**
 * An item of a skills list that is a contact: a profile's name ("LinkedIn", «hh.ru профиль»), or any site's name with
 * a colon and nothing after it ("github:" before a link that was blanked).
 */
export const CONTACT_SITE_ITEM = new RegExp(
  `^(?:(?:${PROFILES})(?:\\s+(?:profile|профиль))?:?|(?:${HOSTS})\\s*:)$`,
  "iu",
);
