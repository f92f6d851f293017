/**
 * One recogniser per fact (decision 028): contacts, identity data and month names are recognised here and only
 * here, for extraction, the analysis engine and personal-data masking alike.
 */
export * from "../../text/contacts";
export * from "./identity";
export * from "./months";
