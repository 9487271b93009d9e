// The statements most generators open with: a clinic, its provider, numbered patients, and the
// memberships that put them in the clinic. Each answers one `runSteps` step: [sql, params].

/**
 * One clinic with the bench's description and type.
 * @param {string} name
 * @returns {[string, unknown[]]}
 */
export const clinicStep = (name) => [
  `insert into clinics (name, description, clinic_type) values ($1, 'Bench', 'Primary care')`,
  [name],
];

/**
 * One provider sharing the generated accounts' password hash.
 * @param {string} email
 * @param {string} hash
 * @param {{ firstName: string, lastName: string }} names
 * @returns {[string, unknown[]]}
 */
export const providerStep = (email, hash, names) => [
  `insert into users (email, password_hash, role, first_name, last_name)
  values ($1, $2, 'ROLE_PROVIDER', $3, $4)`,
  [email, hash, names.firstName, names.lastName],
];

/**
 * `count` patients, `<prefix><i>@bench.example`, named "Pa<i> Tient", sharing the password hash.
 * @param {number} count
 * @param {string} hash
 * @param {string} prefix
 * @returns {[string, unknown[]]}
 */
export const patientsStep = (count, hash, prefix = 'patient') => [
  `insert into users (email, password_hash, role, first_name, last_name)
  select $3 || i || '@bench.example', $2, 'ROLE_PATIENT', 'Pa' || i, 'Tient'
  from generate_series(1, $1::int) i`,
  [count, hash, prefix],
];

/**
 * Every user whose e-mail is `like` the pattern joins the newest clinic in their own role.
 * @param {string} emailPattern
 * @returns {[string, unknown[]]}
 */
export const membershipsStep = (emailPattern) => [
  `insert into clinic_memberships (user_id, clinic_id, role)
  select u.id, (select max(id) from clinics), u.role from users u where u.email like $1`,
  [emailPattern],
];
