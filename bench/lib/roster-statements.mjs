// The roster's two statements as `roster.repository.ts` writes them for one clinic (the search of
// one word; the first page), with $1 the clinic and $2/$3 the word's byte range. The roster
// benchmark prints their plans and its floor server runs them.

/** The page's details and total, as the repository joins them to the page's keys. */
const pageRows = (/** @type {string} */ total) => `
  select ${total} as total, u.id, u.email, u.first_name, u.last_name, u.image_path, p.gender,
    p.date_of_birth, p.family_owner_id,
    (select max(e.start_time) from encounters e where e.patient_id = k.user_id
      and e.clinic_id in ($1) and e.status not in ('CANCELLED', 'DECLINED')
      and e.start_time <= now()) as last_appointment
  from page_keys k join users u on u.id = k.user_id left join patient_profiles p on p.user_id = k.user_id
  order by k.last_key, k.first_key, k.user_id`;

/** A key starts with the word: a byte-order range with InitPlan bounds, as the repository writes a prefix. */
const starts = (/** @type {string} */ key) =>
  `${key} ~>=~ (select $2::text) and ${key} ~<~ (select $3::text)`;

/**
 * One word's branch: the matches of one key the branches before it did not find, so that in one
 * clinic UNION ALL appends them without deduplicating, as the repository does.
 */
const branch = (/** @type {string} */ key, /** @type {string[]} */ foundBefore) =>
  `select user_id, last_key, first_key from patient_roster
  where clinic_id in ($1) and ${starts(key)}${foundBefore.map((k) => ` and not (${starts(k)})`).join('')}`;

/** The search by one word: the first 26 matches in name order and the number of matches. */
export const searchStatement = `with
  hits as (${branch('first_key', [])} union all ${branch('last_key', ['first_key'])}
    union all ${branch('email', ['first_key', 'last_key'])}),
  page_keys as (select * from hits order by last_key, first_key, user_id limit 26)
  ${pageRows('(select count(*) from hits)')}`;

/** The first page: the next stretch of the order index, and the clinic's kept patient count. */
export const firstPageStatement = `with
  page_keys as (select distinct user_id, last_key, first_key from patient_roster
    where clinic_id in ($1) order by last_key, first_key, user_id limit 26)
  ${pageRows('coalesce((select patients from clinic_patient_counts where clinic_id = $1), 0)')}`;
