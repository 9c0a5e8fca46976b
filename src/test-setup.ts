import 'reflect-metadata';
import './adapters/libraries/provided-form-libraries';
