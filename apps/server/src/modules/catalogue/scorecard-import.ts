import { createHash } from 'node:crypto';
import {
  REGISTER_IMPORT_MESSAGES as M,
  REGISTER_IMPORT_MAX_ROWS,
  type RegisterImportReport,
  SCORECARD_COLUMNS,
  SCORECARD_OPTIONAL_COLUMNS,
  unstorableTextMessage,
} from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { payloadTooLarge } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import * as adminRepo from './catalogue-admin.repository';
import { readCsv } from './csv';
import {
  normaliseName,
  type RegisterFile,
  type RegisterImportContext,
  ReportBuilder,
  refuseIfBad,
  registerProvenance,
  webDomain,
} from './register-import';
import * as repo from './register-import.repository';

/**
 * The US College Scorecard's field-of-study file (docs/catalogue.md#register-imports): which
 * programmes (CIP code and credential level) each institution reported to the US Department of
 * Education. Its rows are matched to our universities in the United States by UNITID once linked,
 * else by normalised name (and web domain when the file has INSTURL) when exactly one university
 * fits; anything else is reported as unmatched, never guessed. Each matched university's list of
 * reported programmes is replaced by the file's.
 */

interface Programme {
  unitId: string;
  cipCode: string;
  cipTitle: string;
  credentialLevel: number;
  credentialTitle: string;
}

interface Institution {
  unitId: string;
  name: string;
  url: string | null;
  rows: Programme[];
}

async function checkScorecard(db: DbOrTx, file: RegisterFile) {
  const report = new ReportBuilder();
  const institutions = new Map<string, Institution>();
  const read = readCsv(file.data, {
    columns: SCORECARD_COLUMNS,
    optional: SCORECARD_OPTIONAL_COLUMNS,
    otherColumns: 'ignore',
    emptyMessage: 'The file has no rows',
  });
  if ('fileError' in read) {
    report.error('file', read.fileError.line, read.fileError.errors);
    return { report, institutions, countryId: undefined };
  }
  report.rows = read.rows.length;
  if (report.rows > REGISTER_IMPORT_MAX_ROWS) throw payloadTooLarge(M.tooManyRows);
  const countryId =
    (await adminRepo.countryIdByIso(db, 'US')) ?? (await adminRepo.countryIdByName(db, 'United States'));
  if (countryId === undefined) report.error('file', 1, { file: M.noCountry('United States') });

  const seen = new Set<string>();
  for (const { line, cells } of read.rows) {
    const errors: Record<string, string> = {};
    for (const column of SCORECARD_COLUMNS) {
      const message = unstorableTextMessage(cells[column]);
      if (message) errors[column] = message;
    }
    const unitId = cells.UNITID;
    if (!/^\d{6,8}$/.test(unitId)) errors.UNITID = 'UNITID must be the institution’s IPEDS number (6 digits)';
    // The FoS file writes CIP codes as four digits ("1107"); the CIP itself as "11.07".
    const cip = /^(\d{2})\.?(\d{2})$/.exec(cells.CIPCODE);
    if (!cip) errors.CIPCODE = 'CIPCODE must be a four-digit CIP code (1107 or 11.07)';
    const level = /^[1-8]$/.test(cells.CREDLEV) ? Number(cells.CREDLEV) : undefined;
    if (level === undefined) errors.CREDLEV = 'CREDLEV must be a credential level from 1 to 8';
    for (const column of ['INSTNM', 'CIPDESC', 'CREDDESC'] as const) {
      if (!cells[column]) errors[column] = `${column} is required`;
    }
    const cipCode = cip ? `${cip[1]}.${cip[2]}` : '';
    const key = `${unitId}|${cipCode}|${level}`;
    if (!errors.UNITID && cip && level !== undefined && seen.has(key)) {
      errors.CIPCODE = `UNITID ${unitId} reports CIP ${cipCode} at level ${level} twice`;
    }
    seen.add(key);
    if (Object.keys(errors).length) {
      report.error('file', line, errors);
      continue;
    }
    const institution = institutions.get(unitId) ?? {
      unitId,
      name: cells.INSTNM,
      url: cells.INSTURL || null,
      rows: [],
    };
    institution.rows.push({
      unitId,
      cipCode,
      cipTitle: cells.CIPDESC.replace(/\.$/, '').slice(0, 300),
      credentialLevel: level!,
      credentialTitle: cells.CREDDESC.slice(0, 200),
    });
    institutions.set(unitId, institution);
  }
  return { report, institutions, countryId };
}

/** Which university each institution of the file is, by the documented rule; the rest unmatched. */
async function match(
  db: DbOrTx,
  countryId: number,
  institutions: Map<string, Institution>,
  report: ReportBuilder,
) {
  const known = await repo.universitiesOfCountry(db, countryId);
  const byUnitId = new Map(known.filter((u) => u.scorecardUnitId).map((u) => [u.scorecardUnitId!, u]));
  const byName = new Map<string, typeof known>();
  for (const u of known.filter((u) => !u.scorecardUnitId)) {
    const key = normaliseName(u.universityName);
    byName.set(key, [...(byName.get(key) ?? []), u]);
  }
  const matched: Array<{ universityId: number; link: boolean; institution: Institution }> = [];
  for (const institution of institutions.values()) {
    const linked = byUnitId.get(institution.unitId);
    if (linked) {
      matched.push({ universityId: linked.universityId, link: false, institution });
      continue;
    }
    const candidates = byName.get(normaliseName(institution.name)) ?? [];
    const domain = webDomain(institution.url);
    const fitting = domain ? candidates.filter((u) => webDomain(u.website) === domain) : candidates;
    if (fitting.length === 1) {
      matched.push({ universityId: fitting[0]!.universityId, link: true, institution });
      continue;
    }
    const reason =
      candidates.length === 0
        ? 'No university in the United States has this name'
        : fitting.length === 0
          ? `The name matches but the web address (${domain}) is not the university’s`
          : `${fitting.length} universities have this name`;
    report.unmatched.push({
      unitId: institution.unitId,
      institutionName: institution.name,
      rows: institution.rows.length,
      reason,
    });
  }
  return matched;
}

export async function importScorecard(
  ctx: RegisterImportContext,
  file: RegisterFile,
  options: { dryRun: boolean; fileDate: string },
): Promise<RegisterImportReport> {
  const { dryRun, fileDate } = options;
  const none = { created: 0, updated: 0, universities: 0 };
  const first = await checkScorecard(ctx.db, file);
  if (first.report.hasErrors || first.countryId === undefined) {
    return refuseIfBad(first.report.report('scorecard', fileDate, dryRun, none));
  }
  if (dryRun) {
    const matched = await match(ctx.db, first.countryId, first.institutions, first.report);
    // A dry run writes nothing: it says which universities match and which institutions do not.
    return first.report.report('scorecard', fileDate, true, { ...none, universities: matched.length });
  }

  const result = await inTransaction(ctx.db, ctx.events, async (uow) => {
    const checked = await checkScorecard(uow.tx, file);
    if (checked.report.hasErrors || checked.countryId === undefined) {
      return checked.report.report('scorecard', fileDate, false, none);
    }
    const matched = await match(uow.tx, checked.countryId, checked.institutions, checked.report);
    const source = registerProvenance('scorecard', fileDate);
    const universityIds = matched.map((m) => m.universityId);
    const existing = await repo.reportedProgrammeKeys(uow.tx, universityIds);
    for (const m of matched.filter((m) => m.link)) {
      await repo.updateUniversity(uow.tx, m.universityId, { scorecardUnitId: m.institution.unitId });
    }
    const rows = matched.flatMap((m) =>
      m.institution.rows.map(({ unitId: _u, ...p }) => ({ ...p, universityId: m.universityId, source })),
    );
    await repo.replaceReportedProgrammes(uow.tx, universityIds, rows);
    const updated = rows.filter((r) =>
      existing.has(`${r.universityId}|${r.cipCode}|${r.credentialLevel}`),
    ).length;
    await recordAudit(uow, ctx.actor, {
      action: 'catalogue.register_imported',
      entityType: 'register_import',
      entityId: createHash('sha256').update(file.data).digest('hex').slice(0, 16),
      after: {
        register: 'scorecard',
        fileDate,
        fileName: file.fileName,
        created: rows.length - updated,
        updated,
        universities: matched.length,
        unmatched: checked.report.unmatched.length,
      },
    });
    uow.publish('catalogue.changed', {});
    return checked.report.report('scorecard', fileDate, false, {
      created: rows.length - updated,
      updated,
      universities: matched.length,
    });
  });
  return refuseIfBad(result);
}
