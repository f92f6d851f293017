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
