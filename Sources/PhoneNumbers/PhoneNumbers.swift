// Placeholder so the target builds until the phone-number module lands.
enum PhoneNumbersModule {}
