/** The role families and levels every reader of the person speaks of: the knowledge files map titles onto them. */

export type RoleFamily =
  | "software_engineering"
  | "data_ml"
  | "devops_sre"
  | "qa_testing"
  | "1c_erp"
  | "it_support"
  | "product_project_management"
  | "design"
  | "sales"
  | "marketing"
  | "accounting_finance"
  | "hr_recruiting"
  | "legal"
  | "hospitality_food"
  | "retail"
  | "education_teaching"
  | "engineering_manufacturing"
  | "logistics_transport"
  | "executive_management"
  | "research_academia"
  | "administrative_office"
  | "other";

export type Level = "student_intern" | "junior" | "middle" | "senior" | "lead_manager" | "executive";

export const LEVELS: readonly Level[] = ["student_intern", "junior", "middle", "senior", "lead_manager", "executive"];

/**
 * The families whose work a trade's skill category names (the skill taxonomy's categories, engine/skills/
 * dictionary.ts). A skill of such a category read only in running text is the person's when their family is one of
 * these: «recruitment of participants» in a research CV, "inform negotiations" in an analyst's duties name no
 * recruiting or negotiating; listed by the person, it is theirs whatever the family (decision 770). Categories not
 * here (programming, data, tools, IT) are general tools: anyone may use them.
 */
export const TRADE_CATEGORY_FAMILIES: Readonly<Record<string, readonly RoleFamily[]>> = {
  accounting: ["accounting_finance", "executive_management"],
  sales: ["sales", "retail", "marketing", "executive_management"],
  marketing: ["marketing", "sales", "executive_management"],
  hr: ["hr_recruiting", "executive_management"],
  management: ["product_project_management", "executive_management"],
  hospitality: ["hospitality_food", "retail"],
  law: ["legal"],
  engineering: ["engineering_manufacturing"],
  logistics: ["logistics_transport", "retail"],
  education: ["education_teaching", "research_academia"],
};

/** Levels that lead people: managing is part of any family's work there. */
export const LEADING_LEVELS: ReadonlySet<Level> = new Set<Level>(["lead_manager", "executive"]);
