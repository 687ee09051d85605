/** The CSF 2.0 RESPOND subcategories, in CSF order, with their outcome statements. */
export const RESPOND_SUBCATEGORIES = [
  ['RS.MA-01', 'The incident response plan is executed in coordination with relevant third parties once an incident is declared'],
  ['RS.MA-02', 'Incident reports are triaged and validated'],
  ['RS.MA-03', 'Incidents are categorized and prioritized'],
  ['RS.MA-04', 'Incidents are escalated or elevated as needed'],
  ['RS.MA-05', 'The criteria for initiating incident recovery are applied'],
  ['RS.AN-03', 'Analysis is performed to establish what has taken place during an incident and the root cause of the incident'],
  ['RS.AN-06', "Actions performed during an investigation are recorded, and the records' integrity and provenance are preserved"],
  ['RS.AN-07', 'Incident data and metadata are collected, and their integrity and provenance are preserved'],
  ['RS.AN-08', "An incident's magnitude is estimated and validated"],
  ['RS.CO-02', 'Internal and external stakeholders are notified of incidents'],
  ['RS.CO-03', 'Information is shared with designated internal and external stakeholders'],
  ['RS.MI-01', 'Incidents are contained'],
  ['RS.MI-02', 'Incidents are eradicated'],
] as const;

/** A CSF 2.0 RESPOND subcategory id, e.g. `RS.MA-01`. */
export type RespondSubcategory = (typeof RESPOND_SUBCATEGORIES)[number][0];

/** The 13 RESPOND subcategory ids, in CSF order. */
export const RESPOND_SUBCATEGORY_IDS: readonly RespondSubcategory[] = RESPOND_SUBCATEGORIES.map(([id]) => id);
