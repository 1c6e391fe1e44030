import Motion
import Testing
@testable import Components

/// The custom lane's spring as `--spring` and the wheels give it.
@Suite("Custom spring")
struct CustomSpringTests {
    @Test("DURATION,BOUNCE reads as the wheels' hundredths")
    func parsesDurationAndBounce() throws {
        let spring = try CustomSpring(parsing: "0.3,-0.25")
        #expect(spring.durationHundredths == 30 && spring.bounceHundredths == -25)
        #expect(spring.spring == Spring(duration: 0.3, bounce: -0.25))
    }

    @Test("A value between the wheels' steps lands on the nearest hundredth")
    func roundsToTheWheelsStep() throws {
        let spring = try CustomSpring(parsing: " 0.424 , 0.386 ")
        #expect(spring.duration == 0.42 && spring.bounce == 0.39)
    }

    @Test("Both ends of each wheel are allowed", arguments: ["0.10,-0.50", "1.00,0.90", "0.1,0.9", "1,-0.5"])
    func wheelEndsAreAllowed(_ text: String) {
        #expect(throws: Never.self) { try CustomSpring(parsing: text) }
    }

    @Test("A value outside a wheel, or not a pair of numbers, is refused with one line",
          arguments: ["0.09,0.3", "1.01,0.3", "0.4,0.91", "0.4,-0.51", "0.4", "0.4,0.3,0.1", "a,b", "nan,0.3", "0.4,inf", ""])
    func outsideTheWheelsIsRefused(_ text: String) {
        #expect {
            try CustomSpring(parsing: text)
        } throws: { error in
            let message = (error as? CustomSpringError)?.description ?? ""
            return !message.isEmpty && !message.contains("\n")
        }
    }

    @Test("The SwiftUI line pastes as written, with two decimals and an ASCII minus")
    func swiftUILine() throws {
        #expect(try CustomSpring(parsing: "0.42,0.38").swiftUI == ".spring(duration: 0.42, bounce: 0.38)")
        #expect(try CustomSpring(parsing: "1,-0.05").swiftUI == ".spring(duration: 1.00, bounce: -0.05)")
        #expect(try CustomSpring(parsing: "0.1,0").swiftUI == ".spring(duration: 0.10, bounce: 0.00)")
    }

    @Test("The lab opens on the elastic tier's spring")
    func opensOnElastic() {
        #expect(CustomSpring.opening.spring == Tier.elastic.spring)
    }
}
