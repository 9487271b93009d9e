/**
 * The medical-history step's collapsible groups (F111). The spec names mental health and
 * blood/lymph/infections; the conditions listed are this project's common set.
 */
export const MedicalHistoryGroups = [
  {
    name: 'Mental health',
    conditions: ['Anxiety', 'Depression', 'Bipolar disorder', 'Eating disorder', 'Insomnia'],
  },
  {
    name: 'Blood, lymph and infections',
    conditions: ['Anemia', 'Bleeding disorder', 'HIV', 'Hepatitis', 'Tuberculosis'],
  },
  {
    name: 'Heart and lungs',
    conditions: ['High blood pressure', 'Heart disease', 'Asthma', 'COPD', 'Stroke'],
  },
  {
    name: 'Metabolism and other',
    conditions: ['Diabetes', 'Thyroid disease', 'Kidney disease', 'Cancer', 'Arthritis'],
  },
] as const;
