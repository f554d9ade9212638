/** The port of the SMTP server desk-alerts.spec.ts starts, where the isolated installation sends its mail (playwright.config.ts). */
export const mailPortOf = (isolatedPort: number) => isolatedPort + 20;
