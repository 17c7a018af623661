import type { ContractTypeProvider } from './type-provider.js';
import type { FastifyInstance } from 'fastify';
import { Report, ReportCsv, ReportQuery } from '../../contract/reports.js';
import type { RouteDeps } from '../deps.js';
import { badRequest } from '../errors.js';
import { isReportTable, operatorReport, reportPeriod, reportTableCsv } from '../services/operators/reports.js';


/** The report as JSON, or one of its tables as CSV. */
const ReportAnswer = {
  content: { 'application/json': { schema: Report }, 'text/csv': { schema: ReportCsv } },
} as const;

/** The operators' period reports (server/services/operators/reports.ts), as JSON or one table as CSV. */
export async function adminReportRoutes(api: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { store } = deps;
  const app = api.withTypeProvider<ContractTypeProvider>();

  app.get(
    '/admin/reports',
    { schema: { querystring: ReportQuery, response: { 200: ReportAnswer } } },
    async (request, reply) => {
      const { format, table, ...dates } = request.query;
      const csv = format === 'csv';
      if (!csv && format !== undefined && format !== '' && format !== 'json') {
        throw badRequest('FORMAT_INVALID', undefined, { path: 'format' });
      }
      if (csv && !isReportTable(table)) {
        throw badRequest('TABLE_INVALID', undefined, { path: 'table' });
      }
      const period = reportPeriod(dates);
      const report = await operatorReport(store, period);
      if (!csv || !isReportTable(table)) return report;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${table}-${period.from}-${period.to}.csv"`)
        .send(reportTableCsv(report, table));
    },
  );
}
