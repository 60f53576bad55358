// How a stdio entry names the package it runs (launchedPackage.ts): the case tables of launchedPackage.cases.ts.
import { describeFindings } from '../../ruleCases';
import { launchedPackageCases, notRegistryNameCases, pinnedVersionCases } from './launchedPackage.cases';

describeFindings(launchedPackageCases);
describeFindings(notRegistryNameCases);
describeFindings(pinnedVersionCases);
