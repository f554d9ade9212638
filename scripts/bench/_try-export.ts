import { reportExportAtScale } from "./report-export";
const rides = Number(process.argv[2] ?? 100000);
for (const r of await reportExportAtScale(rides)) console.log(JSON.stringify(r));
