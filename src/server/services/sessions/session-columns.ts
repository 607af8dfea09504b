/**
 * The columns of a session row named as Drizzle names them (SessionRow), for the fixed SQL texts of the
 * hot paths (list, new entry), so the presenter takes their rows as they come.
 */
export const SESSION_ROW_COLUMNS = `id, customer_hash AS "customerHash", date, day::text AS day, device, weight,
  duration, notes, image_url AS "imageUrl", completed, length, girth, measurement_unit AS "measurementUnit"`;
