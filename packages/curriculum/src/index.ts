/** Version of the curriculum data; lessons arrive with the curriculum issue. */
export const CURRICULUM_VERSION = '0.0.0';
