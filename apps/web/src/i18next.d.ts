import type admin from './locales/en/admin.json';
import type auth from './locales/en/auth.json';
import type classes from './locales/en/classes.json';
import type coins from './locales/en/coins.json';
import type common from './locales/en/common.json';
import type company from './locales/en/company.json';
import type dashboard from './locales/en/dashboard.json';
import type errors from './locales/en/errors.json';
import type exams from './locales/en/exams.json';
import type grading from './locales/en/grading.json';
import type learning from './locales/en/learning.json';
import type pages from './locales/en/pages.json';
import type profile from './locales/en/profile.json';
import type questions from './locales/en/questions.json';
import type referral from './locales/en/referral.json';
import type runner from './locales/en/runner.json';
import type scoreTables from './locales/en/scoreTables.json';
import type shell from './locales/en/shell.json';
import type testBuilder from './locales/en/testBuilder.json';
import type testSettings from './locales/en/testSettings.json';
import type tools from './locales/en/tools.json';
import type tutor from './locales/en/tutor.json';
import type vocabulary from './locales/en/vocabulary.json';
import type flashcards from './locales/en/flashcards.json';
import type enrollments from './locales/en/enrollments.json';
import type banners from './locales/en/banners.json';
import type hub from './locales/en/hub.json';
import type publicPages from './locales/en/publicPages.json';
import type educatorAdmin from './locales/en/educatorAdmin.json';
import type promotionCodes from './locales/en/promotionCodes.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      common: typeof common;
      shell: typeof shell;
      errors: typeof errors;
      auth: typeof auth;
      pages: typeof pages;
      profile: typeof profile;
      admin: typeof admin;
      dashboard: typeof dashboard;
      exams: typeof exams;
      runner: typeof runner;
      tools: typeof tools;
      referral: typeof referral;
      coins: typeof coins;
      grading: typeof grading;
      classes: typeof classes;
      learning: typeof learning;
      company: typeof company;
      tutor: typeof tutor;
      questions: typeof questions;
      testBuilder: typeof testBuilder;
      scoreTables: typeof scoreTables;
      testSettings: typeof testSettings;
      vocabulary: typeof vocabulary;
      flashcards: typeof flashcards;
      enrollments: typeof enrollments;
      banners: typeof banners;
      hub: typeof hub;
      publicPages: typeof publicPages;
      educatorAdmin: typeof educatorAdmin;
      promotionCodes: typeof promotionCodes;
    };
  }
}
