import { createHash } from 'node:crypto';
import {
  REGISTER_IMPORT_MESSAGES as M,
  NO_REGISTER_CHANGES,
  REGISTER_IMPORT_MAX_ROWS,
  type RegisterChanges,
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

/**
 * What an import of a checked file writes: each matched university's list of reported programmes,
 * replaced by the file's (created, updated, removed against what it holds), and the UNITID of each
 * university matched by name. The dry run reports it, the import writes it.
 */
async function planScorecard(db: DbOrTx, checked: Awaited<ReturnType<typeof checkScorecard>>) {
  const matched = await match(db, checked.countryId!, checked.institutions, checked.report);
  const universityIds = matched.map((m) => m.universityId);
  const existing = await repo.reportedProgrammeKeys(db, universityIds);
  const rows = matched.flatMap((m) =>
    m.institution.rows.map(({ unitId: _u, ...p }) => ({ ...p, universityId: m.universityId })),
  );
  const keys = new Set(rows.map((r) => `${r.universityId}|${r.cipCode}|${r.credentialLevel}`));
  const updated = [...keys].filter((key) => existing.has(key)).length;
  const links = matched.filter((m) => m.link);
  const changes: RegisterChanges = {
    ...NO_REGISTER_CHANGES,
    universities: { create: 0, update: links.length },
    reportedProgrammes: {
      create: rows.length - updated,
      update: updated,
      remove: [...existing].filter((key) => !keys.has(key)).length,
    },
  };
  return { universityIds, links, rows, changes, universities: matched.length };
}

export async function importScorecard(
  ctx: RegisterImportContext,
  file: RegisterFile,
  options: { dryRun: boolean; fileDate: string },
): Promise<RegisterImportReport> {
  const { dryRun, fileDate } = options;
  const first = await checkScorecard(ctx.db, file);
  const clean = (checked: typeof first) => !checked.report.hasErrors && checked.countryId !== undefined;
  if (!clean(first)) return refuseIfBad(first.report.report('scorecard', fileDate, dryRun, null));
  if (dryRun) {
    // A dry run writes nothing: it says what the import would write, which universities match and which institutions do not.
    return first.report.report('scorecard', fileDate, true, await planScorecard(ctx.db, first));
  }

  const result = await inTransaction(ctx.db, ctx.events, async (uow) => {
    const checked = await checkScorecard(uow.tx, file);
    if (!clean(checked)) return checked.report.report('scorecard', fileDate, false, null);
    const plan = await planScorecard(uow.tx, checked);
    const source = registerProvenance('scorecard', fileDate);
    for (const m of plan.links) {
      await repo.updateUniversity(uow.tx, m.universityId, { scorecardUnitId: m.institution.unitId });
    }
    await repo.replaceReportedProgrammes(
      uow.tx,
      plan.universityIds,
      plan.rows.map((row) => ({ ...row, source })),
    );
    await recordAudit(uow, ctx.actor, {
      action: 'catalogue.register_imported',
      entityType: 'register_import',
      entityId: createHash('sha256').update(file.data).digest('hex').slice(0, 16),
      after: {
        register: 'scorecard',
        fileDate,
        fileName: file.fileName,
        ...plan.changes,
        universities: plan.universities,
        unmatched: checked.report.unmatched.length,
      },
    });
    uow.publish('catalogue.changed', {});
    return checked.report.report('scorecard', fileDate, false, plan);
  });
  return refuseIfBad(result);
}
