/** Spec §5: at most 10 broad plus segmented audiences per strategy, so a combination holds at most 10. */
export const maxSegmentsPerStrategy = 10;
